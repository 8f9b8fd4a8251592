// The support section's addresses under /admin (the console mounts the section at /admin/support).
export const supportPaths = {
  search: () => '/admin/support',
  member: (userId: string) => `/admin/support/members/${encodeURIComponent(userId)}`,
  studentIds: () => '/admin/support/student-ids',
};
