/** The bell glyph (decorative: the button carries the name). */
export function BellIcon() {
  return (
    <svg className="shell-reminder-bell__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a1 1 0 0 1 1 1v1.07A7 7 0 0 1 19 11v4.59l1.7 1.7A1 1 0 0 1 20 19H4a1 1 0 0 1-.7-1.7L5 15.58V11a7 7 0 0 1 6-6.93V3a1 1 0 0 1 1-1Zm0 4a5 5 0 0 0-5 5v5a1 1 0 0 1-.3.7l-.28.3h11.16l-.3-.3A1 1 0 0 1 17 16v-5a5 5 0 0 0-5-5Zm-2 14h4a2 2 0 0 1-4 0Z"
      />
    </svg>
  );
}
