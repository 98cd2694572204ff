import { create } from 'zustand';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface AppNotification {
  id: string;
  type: NotificationType;
  message: string;
  title?: string;
  /**
   * Notifications of one group replace each other instead of piling up (docs/product.md section 8: the
   * server-date error is grouped, it would otherwise repeat at every re-sync).
   */
  group?: string;
}

interface NotificationsState {
  notifications: AppNotification[];
  notify(notification: Omit<AppNotification, 'id'>): string;
  dismiss(id: string): void;
}

let nextId = 1;

export const useNotifications = create<NotificationsState>((set) => ({
  notifications: [],
  notify(notification) {
    const id = `n${nextId++}`;
    set((state) => ({
      notifications: [
        ...state.notifications.filter((n) => !notification.group || n.group !== notification.group),
        { ...notification, id },
      ],
    }));
    return id;
  },
  dismiss(id) {
    set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) }));
  },
}));

/** For code outside React (api callers, stores). */
export function notify(notification: Omit<AppNotification, 'id'>): string {
  return useNotifications.getState().notify(notification);
}
