/** Contract section 1: `base + path`, no leading slash in the path. Apart from the client so the careers pages' fetches share it without ky. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/backend/api/'
