import { describe, expect, it } from "vitest";
import { deviceNameOf, newRequestId } from "./device-name";

describe("the phone's default name", () => {
  it("names the browser and the system", () => {
    expect(deviceNameOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36")).toBe(
      "Chrome on Android",
    );
    expect(
      deviceNameOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"),
    ).toBe("Safari on iPhone");
    expect(
      deviceNameOf("Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36"),
    ).toBe("Samsung Internet on Android");
    expect(deviceNameOf("Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0")).toBe("Firefox on Android");
    expect(deviceNameOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0")).toBe(
      "Edge on Windows",
    );
  });

  it("falls back to what it can tell", () => {
    expect(deviceNameOf("")).toBe("Browser");
    expect(deviceNameOf("Something (Linux)")).toBe("Linux");
  });
});

describe("request ids", () => {
  it("are version 4 UUIDs, a new one each time", () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
