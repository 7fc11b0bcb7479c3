import { data, Link } from "react-router";
import { notFoundHelpLinks } from "../navigation.ts";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>Page Not Found</title>
      <meta name="robots" content="noindex, follow" />
      <h1 className="text-6xl font-bold">404</h1>
      <p className="mt-4">The page you are looking for does not exist or has been moved.</p>
      <Link to="/">Return Home</Link> <Link to="/contact">Contact Support</Link>
      {notFoundHelpLinks.map((g) => (
        <div key={g.group}>
          <h2>{g.group}</h2>
          <ul>{g.links.map((l) => <li key={l.href}><Link to={l.href}>{l.label}</Link></li>)}</ul>
        </div>
      ))}
    </div>
  );
}
