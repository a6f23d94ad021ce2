/**
 * The navigation's behaviour as plain DOM code, shared by the React SiteNav (from an effect) and
 * the pages that ship without React (app/client/static-page.ts): the header gets data-scrolled
 * ("true" past 50 px of scroll; the shadow is CSS on that attribute) and the mobile menu's
 * <details> closes after a click on one of its links.
 */
export const NAV_SHADOW_AFTER_PX = 50;

export function enhanceSiteNav(header: HTMLElement): () => void {
  const onScroll = () => {
    header.dataset.scrolled = window.scrollY > NAV_SHADOW_AFTER_PX ? "true" : "false";
  };
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest("a");
    const menu = link?.closest("details");
    if (menu && header.contains(menu)) menu.open = false;
  };
  onScroll();
  window.addEventListener("scroll", onScroll, { passive: true });
  header.addEventListener("click", onClick);
  return () => {
    window.removeEventListener("scroll", onScroll);
    header.removeEventListener("click", onClick);
  };
}
