// Passwords: argon2id with the OWASP Password Storage Cheat Sheet's parameters (19 MiB,
// 2 passes, 1 lane). The hash is a PHC string, so it carries its own parameters.
import argon2 from "argon2";

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

// Checked when there is no account (or no password yet), so the answer takes as long as a real check.
let dummyHash: Promise<string> | undefined;

/** Whether the password matches; a missing hash still costs one argon2 check. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await (dummyHash ??= hashPassword("no account: a password nobody has")), password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
