// The contact page's four questions (SPEC 2, Contact; constants of SPEC 9).
export const contactFaq = [
  {
    question: "How quickly can we get started?",
    answer: "We schedule a discovery call typically within 48 hours of first contact. Once we agree on scope, implementation can start within 1-2 weeks.",
  },
  {
    question: "Do you provide ongoing support after implementation?",
    answer:
      "Yes. All managed Kubernetes plans include 24/7 monitoring and support, with on-call engineers who know your platform, agreed response times and a monthly review of incidents and capacity.",
  },
  {
    question: "Which cloud providers do you work with?",
    answer: "We work with all major cloud providers: AWS, Google Cloud, Microsoft Azure and DigitalOcean, as well as on-premise and hybrid environments.",
  },
  {
    question: "How do you price your services?",
    answer:
      "We offer fixed-price projects for well-defined work, monthly retainers for ongoing platform and SRE support, and outcome-based pricing where the results can be measured, such as cloud cost savings.",
  },
] as const;
