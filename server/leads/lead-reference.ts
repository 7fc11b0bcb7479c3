// The name a visitor gets back for their enquiry (POST /api/contact answers it): random,
// so that two answers a month apart tell nobody how many leads came in between (the id
// is a sequence). 72 random bits: unique in practice; a unique index makes sure.
import crypto from "node:crypto";

export const newLeadReference = (): string => crypto.randomBytes(9).toString("base64url");
