import { QueryClient } from "@tanstack/react-query";
import { isRejection } from "./api-error";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A definite answer of the server (4xx) is final; only unreachable or failing servers are retried.
      retry: (failureCount, error) => !isRejection(error) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
