export const genders = ['male', 'female'] as const;
