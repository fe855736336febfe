import { Link } from 'docgen/theme';

export interface VideoPlayerProps {
  /** A YouTube address: a watch URL (with or without a playlist), a youtu.be link or a playlist URL. */
  url?: string;
  /** The frame's accessible name. */
  title?: string;
}

interface YouTubeTarget {
  video?: string;
  list?: string;
}

function readYouTubeUrl(address: string): YouTubeTarget | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const list = url.searchParams.get('list') ?? undefined;
  if (host === 'youtu.be') return { video: url.pathname.slice(1) || undefined, list };
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined;
  const embedded = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname)?.[1];
  const video = url.searchParams.get('v') ?? (embedded && embedded !== 'videoseries' ? embedded : undefined);
  return video || list ? { video, list } : undefined;
}

/** The privacy-enhanced player: no cookies until the reader plays the video. */
function embedUrl({ video, list }: YouTubeTarget): string {
  const query = list ? `?list=${encodeURIComponent(list)}` : '';
  return `https://www.youtube-nocookie.com/embed/${video ? encodeURIComponent(video) : 'videoseries'}${query}`;
}

/**
 * Stands in for react-player: a YouTube frame the browser loads only when it
 * scrolls near it, and a plain link, so the video is reachable without
 * JavaScript or where frames are blocked.
 */
export default function VideoPlayer({ url, title = 'YouTube video' }: VideoPlayerProps) {
  if (!url) return null;
  const target = readYouTubeUrl(url);
  return (
    <div className="devdocs-video">
      {target ? (
        <div className="devdocs-video__frame">
          <iframe
            src={embedUrl(target)}
            title={title}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      ) : null}
      <p className="devdocs-video__link">
        <Link to={url}>{target ? 'Watch the video on YouTube' : 'Watch the video'}</Link>
      </p>
    </div>
  );
}
