import { ROLE_LABELS, ROLES, STAFF_ROLES } from '@ukgh/domain';

export const ALL_ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
export const STAFF_ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
