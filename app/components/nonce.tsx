import { createContext, useContext } from "react";

/** The CSP nonce of the server render; empty in the browser (browsers hide nonces from the DOM). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
