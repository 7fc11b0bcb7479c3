// The CSP nonce of this request, for inline scripts rendered by our components
// (JSON-LD, analytics). Empty in the browser, where it is not needed.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
