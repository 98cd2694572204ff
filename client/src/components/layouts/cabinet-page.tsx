import type { ReactNode } from 'react';
import { usePageTitle } from '../ui/page-title';

/** One page of the cabinet: its heading and the browser tab title. */
export function CabinetPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <h1 className="cabinet__title">{title}</h1>
      {children}
    </>
  );
}
