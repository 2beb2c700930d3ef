import { useEffect } from "react";

/** Keeps document.title right after client-side navigation; the server renders it in <head>. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
