// Site configuration: the SPEC's {phone} and {email}, the brand and the address.
// Every value is an example default and can be overridden by an environment
// variable on the server; the client receives the resolved values from the root loader.

export interface SiteConfig {
  name: string;
  description: string;
  url: string;
  phone: string;
  email: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  social: { label: string; href: string }[];
  gaMeasurementId: string | null;
}

export const SITE_DESCRIPTION = "Kubernetes, LiveKit & DevOps Consulting Services";

export function resolveSiteConfig(env: Record<string, string | undefined> = {}): SiteConfig {
  return {
    name: env.SITE_NAME || "Clustermind",
    description: SITE_DESCRIPTION,
    url: (env.SITE_URL || "https://clustermind.example.com").replace(/\/+$/, ""),
    // +1-555-01xx numbers are reserved for fiction: the default reaches nobody.
    phone: env.SITE_PHONE || "+1-555-010-0199",
    email: env.SITE_EMAIL || "hello@clustermind.example.com",
    address: {
      street: env.SITE_ADDRESS_STREET || "4th Floor, 80 Feet Road, Banashankari 3rd Stage",
      locality: "Bangalore",
      region: "Karnataka",
      postalCode: "560059",
      country: "IN",
    },
    social: [
      { label: "LinkedIn", href: env.SOCIAL_LINKEDIN || "https://www.linkedin.com/company/clustermind-example" },
      { label: "GitHub", href: env.SOCIAL_GITHUB || "https://github.com/clustermind-example" },
      { label: "X (Twitter)", href: env.SOCIAL_X || "https://x.com/clustermind_example" },
      { label: "YouTube", href: env.SOCIAL_YOUTUBE || "https://www.youtube.com/@clustermind-example" },
    ],
    gaMeasurementId: env.GA_MEASUREMENT_ID || null,
  };
}
