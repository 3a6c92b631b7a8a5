// The spec's string formats the code checks itself, outside request validation (configuration, stored ids).

/** `format: uuid`, in any letter case. */
export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
