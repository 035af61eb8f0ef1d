import { z } from "zod";

// The console runs under a Content-Security-Policy without 'unsafe-eval'. zod would try eval once,
// as soon as the first object schema is built, to choose its compiled parsers: a policy violation
// in every page. In a browser it parses without them; the server keeps them. Imported first by
// index.ts, so it runs before any schema is built.
if (typeof document !== "undefined") z.config({ jitless: true });
