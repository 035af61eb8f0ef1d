/** One server-sent event. */
export type Message = { event: string; data: string };

/**
 * A server-sent event stream over real HTTP, read the way the console reads it: fetch with the
 * bearer token and a stream reader.
 */
export async function openLiveStream(url: string, token?: string) {
  const aborter = new AbortController();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: aborter.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const comments: string[] = [];
  /** The next event, after any comments; blocks are separated by a blank line. */
  async function next(): Promise<Message> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(":")) {
          comments.push(block);
          continue;
        }
        const field = (name: string) =>
          block
            .split("\n")
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? "";
        return { event: field("event"), data: field("data") };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended");
      buffer += decoder.decode(value, { stream: true });
    }
  }
  return { response, next, comments, close: () => aborter.abort() };
}
