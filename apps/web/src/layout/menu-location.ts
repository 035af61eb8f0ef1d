/** Whether a menu route (path, maybe with `?tab=`) is the current location. */
export function isMenuRouteActive(to: string, pathname: string, search: string): boolean {
  const [path = "/", query] = to.split("?");
  const onPath = path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
  if (!onPath || !query) return onPath;
  const wanted = new URLSearchParams(query);
  const current = new URLSearchParams(search);
  for (const [key, value] of wanted) {
    // The alarm table opens on tab 0 when no tab is given.
    if ((current.get(key) ?? (key === "tab" ? "0" : null)) !== value) return false;
  }
  return true;
}
