/** Whether the query string asks for the sidebar layout (`sidebar=1` or `sidebar=true`). */
export function sidebarFromSearch(search: string): boolean {
  const value = new URLSearchParams(search).get('sidebar');
  return value === '1' || value === 'true';
}
