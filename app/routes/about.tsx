// Placeholder page: the real page is built by its issue.
export default function Page() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <title>About</title>
      <h1 className="text-4xl font-bold">About</h1>
    </div>
  );
}
