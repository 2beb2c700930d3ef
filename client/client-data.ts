import { CLIENT_DATA_ELEMENT_ID, type ClientData } from "../shared/lib/client-data";

/** Reads the JSON data block the server put in <head> for a re-rendered form (not a script). */
export function readClientData(): ClientData | undefined {
  const element = document.getElementById(CLIENT_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ClientData;
  } catch {
    return undefined;
  }
}
