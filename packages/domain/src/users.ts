// User profile vocabulary (spec §3 "User profile"); the validation rules arrive with the accounts work.
export const GENDERS = ['female', 'male', 'non_binary', 'none'] as const;
export type Gender = (typeof GENDERS)[number];
export const SCHOOL_TYPES = ['university', 'college', 'cegep', 'secondary', 'elementary', 'other'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];
