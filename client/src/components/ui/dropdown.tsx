import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

interface DropdownProps {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  buttonClassName?: string;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
}

/**
 * A disclosure (button + panel) for navigation menus. Not an ARIA `menu`: the items are ordinary
 * links, which screen readers and keyboards already handle well.
 */
export function Dropdown({
  label,
  children,
  className = '',
  buttonClassName = '',
  align = 'start',
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={`dropdown ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        className={`dropdown__button ${buttonClassName}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDownIcon className="dropdown__chevron" size={16} />
      </button>
      <div
        id={panelId}
        className={`dropdown__panel dropdown__panel--${align}`}
        hidden={!open}
        onClick={(event) => {
          // Choosing an item (link or button) closes the panel. Focus goes back to the toggle, not
          // to the body with the hidden item: a dialog the item opens returns it there (WCAG 2.4.3).
          if (!(event.target as HTMLElement).closest('a, button')) return;
          setOpen(false);
          buttonRef.current?.focus();
        }}
      >
        {children}
      </div>
    </div>
  );
}
