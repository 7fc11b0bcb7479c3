// /admin: the desk starts at its lead list.
import { redirect } from "react-router";

export const loader = () => redirect("/admin/leads", 302);
