// A time in the desk: in the reader's zone, the UTC time on hover (<time title>), and the
// instant itself in dateTime. The zone comes from the desk's frame (DeskShell), which has
// the signed-in person.
import { createContext, useContext } from "react";
import { deskDateTime, deskUtc } from "../../lib/desk/desk-time.ts";
import { DEFAULT_TIME_ZONE } from "../../../common/time-zone.ts";

export const DeskZone = createContext<string>(DEFAULT_TIME_ZONE);

/** The reader's zone, for times formatted as text (attribution rows, messages). */
export const useDeskZone = () => useContext(DeskZone);

export function DeskTime({ iso, className }: { iso: string; className?: string }) {
  const zone = useDeskZone();
  return (
    <time dateTime={iso} title={deskUtc(iso)} className={className}>
      {deskDateTime(iso, zone)}
    </time>
  );
}
