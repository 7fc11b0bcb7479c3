// Navigation labels in title case: small words stay lower case, hyphenated compounds keep
// their small middle words ("End-to-End"), and brand casing is never lowered. CSS
// `capitalize` broke all three ("End-To-End DevOps", "Terms Of Service").
import { describe, expect, it } from "vitest";
import { titleCase } from "../../app/lib/presentation/title-case.ts";
import { footerLegalLinks, serviceMenu } from "../../app/navigation.ts";

describe("titleCase", () => {
  it("keeps small words lower case, inside hyphenated words too", () => {
    expect(titleCase("End-to-end DevOps")).toBe("End-to-End DevOps");
    expect(titleCase("terms of service")).toBe("Terms of Service");
    expect(titleCase("video conferencing framework")).toBe("Video Conferencing Framework");
    expect(titleCase("WebRTC consulting and development")).toBe("WebRTC Consulting and Development");
  });

  it("capitalises small words at the very start and end", () => {
    expect(titleCase("the way in")).toBe("The Way In");
    expect(titleCase("to-do")).toBe("To-Do");
  });

  it("never lowers a capital", () => {
    expect(titleCase("Managed SRE")).toBe("Managed SRE");
    expect(titleCase("LiveKit consulting")).toBe("LiveKit Consulting");
  });
});

describe("navigation labels", () => {
  it("read in title case", () => {
    expect(serviceMenu.map((l) => l.label)).toEqual([
      "Kubernetes Managed Services",
      "LiveKit Consulting",
      "End-to-End DevOps",
      "Managed SRE",
      "Video Conferencing Framework",
      "WebRTC Framework Analysis",
    ]);
    expect(footerLegalLinks.map((l) => l.label)).toContain("Terms of Service");
  });
});
