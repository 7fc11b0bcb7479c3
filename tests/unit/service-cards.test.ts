// SPEC 2 (Home, item 4) and 3: the service cards' built-in feature lists and icons.
import { describe, expect, it } from "vitest";
import { Cloud, Server, Shield } from "lucide-react";
import { serviceFeatures } from "../../app/lib/presentation/home-features.ts";
import { readAllContent } from "../../server/content/read-content.ts";
import { iconFor } from "../../app/components/widgets/service-icon.tsx";
import { optimizedSrc, responsiveSrcSet } from "../../app/lib/presentation/images.ts";

describe("service card feature lists (content/home.yaml)", () => {
  const { home } = readAllContent();
  it("are keyed by slug", () => {
    expect(serviceFeatures(home, "managed-sre")).toContain("SLOs and error budgets");
    expect(serviceFeatures(home, "kubernetes-managed-services")).toHaveLength(4);
  });
  it("give an unknown slug the default four-item list", () => {
    expect(home.defaultFeatures).toHaveLength(4);
    expect(serviceFeatures(home, "quantum-consulting")).toEqual(home.defaultFeatures);
  });
});

describe("service icons", () => {
  it("map the SPEC's names, case-insensitively", () => {
    expect(iconFor("cloud")).toBe(Cloud);
    expect(iconFor("Shield")).toBe(Shield);
  });
  it("fall back to server for an unknown name", () => {
    expect(iconFor("rocket")).toBe(Server);
    expect(iconFor("")).toBe(Server);
  });
});

describe("optimised images", () => {
  it("swap jpg, jpeg and png for webp when on, and leave other formats alone", () => {
    expect(optimizedSrc("/images/blog/a.jpg", true)).toBe("/images/blog/a.webp");
    expect(optimizedSrc("/images/blog/a.JPEG", true)).toBe("/images/blog/a.webp");
    expect(optimizedSrc("/images/clients/a.png", true)).toBe("/images/clients/a.webp");
    expect(optimizedSrc("/images/avatars/a.svg", true)).toBe("/images/avatars/a.svg");
    expect(optimizedSrc("/images/blog/a.jpg", false)).toBe("/images/blog/a.jpg");
  });
  it("offer the 640 px variant the image build writes for site images only", () => {
    expect(responsiveSrcSet("/images/solutions/x.jpg", true)).toBe("/images/solutions/x-640.webp 640w, /images/solutions/x.webp 1200w");
    expect(responsiveSrcSet("/images/services/x.jpg", false)).toBe("/images/services/x-640.jpg 640w, /images/services/x.jpg 1200w");
    expect(responsiveSrcSet("https://cdn.example.com/x.jpg", true)).toBeUndefined();
  });
});
