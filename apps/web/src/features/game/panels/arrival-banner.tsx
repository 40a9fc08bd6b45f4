export interface ArrivalBannerProps {
  banner: { id: number; text: string } | null;
  onDone: (id: number) => void;
}

/**
 * 'Welcome to {map}' for about 3 s, then a 1 s fade (a CSS animation of 4 s; see game.css). The
 * region stays in the page so screen readers announce each new text.
 */
export function ArrivalBanner({ banner, onDone }: ArrivalBannerProps) {
  return (
    <div className="game-banner-region" role="status">
      {banner && (
        <p key={banner.id} className="game-banner" onAnimationEnd={() => onDone(banner.id)}>
          {banner.text}
        </p>
      )}
    </div>
  );
}
