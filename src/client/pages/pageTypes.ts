// What every routed page receives from the menu item that routes to it.

export interface PageProps {
  /** The menu title (meta.title). */
  title: string;
  /** meta.url of the menu item (iframe pages). */
  url?: string;
}
