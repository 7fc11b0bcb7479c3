// The floating chat widget (SPEC 'Chat widget'). Placeholder until the lead issue.
export function ChatWidget() {
  return null;
}
