/** The product's name and public constants that may change in one place (SPEC placeholders). */
export const PRODUCT_NAME = "Vitae";
/** The {product} placeholder of the spec: routes and local-storage keys. */
export const PRODUCT_SLUG = "resume";
export const DEFAULT_SUPPORT_EMAIL = "support@vitae.app";
export const DEFAULT_LEGAL_EMAIL = "legal@vitae.app";
/** The footer's chat-message support link (shared footer). */
export const SUPPORT_CHAT_URL = "https://wa.me/?text=Hi%20Vitae%20support";
