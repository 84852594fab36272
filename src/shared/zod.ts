import { z } from 'zod';

// Our CSP forbids eval in the browser. zod would probe for it (new Function) before its first
// parse, which the browser reports as a CSP violation; in the browser we tell zod not to try.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
