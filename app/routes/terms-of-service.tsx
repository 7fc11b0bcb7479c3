// Placeholder page: the real page is built by its issue.
export default function Page() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <title>Terms of Service</title>
      <h1 className="text-4xl font-bold">Terms of Service</h1>
    </div>
  );
}
