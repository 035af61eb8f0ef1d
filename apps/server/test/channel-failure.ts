import { expect } from "vitest";
import { ChannelError } from "../src/channels/channel.js";

/** The ChannelError a send was refused with (the test fails when it succeeded or failed otherwise). */
export async function channelFailure(sending: Promise<unknown>): Promise<ChannelError> {
  const error = await sending.then(
    () => undefined,
    (problem: unknown) => problem,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}
