import { ReminderPage } from '@shell/reminder';

/** `/reminder`: the reminder page component of @shell/reminder (add `?sidebar=1` for the sidebar layout). */
export function ReminderDemoPage() {
  return <ReminderPage />;
}
