import type { Role } from '@portal/shared-api';
import { MENU_GROUPS, ROUTES, type PortalRoute } from './route-table';

export interface MenuGroup {
  group: string;
  items: { path: string; label: string }[];
}

/** A role's menu, derived from the route table: its groups in the spec's order, empty groups left out. */
export function menuFor(role: Role, routes: readonly PortalRoute[] = ROUTES): MenuGroup[] {
  const listed = routes.filter((r) => r.menu?.roles.includes(role));
  return MENU_GROUPS[role]
    .map((group) => ({
      group,
      items: listed.filter((r) => r.menu?.group === group).map((r) => ({ path: r.path, label: r.menu!.label })),
    }))
    .filter((g) => g.items.length > 0);
}
