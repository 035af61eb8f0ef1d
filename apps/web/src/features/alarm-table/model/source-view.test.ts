import { describe, expect, it } from "vitest";
import { detailsText, isWebAddress } from "./source-view";

describe("an alarm's source in its details", () => {
  it("shows custom details as indented JSON, and text as it came", () => {
    expect(detailsText({ disk: "/var", free: 3 })).toBe('{\n  "disk": "/var",\n  "free": 3\n}');
    expect(detailsText("line one\nline two")).toBe("line one\nline two");
  });

  it("links only web addresses, never javascript: or data: ones", () => {
    expect(isWebAddress("https://grafana.example.com/d/abc?orgId=1")).toBe(true);
    expect(isWebAddress("http://prometheus:9090/graph")).toBe(true);
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    expect(isWebAddress("data:text/html,<script>x</script>")).toBe(false);
    expect(isWebAddress("not a url")).toBe(false);
  });
});
