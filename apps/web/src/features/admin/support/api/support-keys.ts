// The support section's query keys, written once (STYLE.md rule 3).
import type { MemberSearchQuery } from '@spc/domain/staff-support';

export const supportKeys = {
  all: ['staff', 'support'] as const,
  search: (query: Partial<MemberSearchQuery>) => [...supportKeys.all, 'search', query] as const,
  member: (userId: string) => [...supportKeys.all, 'member', userId] as const,
  order: (orderNumber: string) => [...supportKeys.all, 'order', orderNumber] as const,
  studentIds: () => ['staff', 'student-ids'] as const,
};
