/**
 * A player's picture: their uploaded avatar drawn crisp (pixel avatars stay pixels), or the first
 * letter of their name on a tile when they have none. Decorative unless `label` is given.
 */
export function Avatar({
  src,
  name,
  size = 32,
  label,
}: {
  src: string | null;
  name: string;
  size?: number;
  label?: string;
}) {
  const accessible = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return src ? (
    <img className="avatar" src={src} alt={label ?? ''} width={size} height={size} />
  ) : (
    <span className="avatar avatar-initial" style={{ width: size, height: size, fontSize: size / 2 }} {...accessible}>
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
