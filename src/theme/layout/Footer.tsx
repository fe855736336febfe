import { useSite } from '../context.tsx';
import { ExternalLinkIcon, Link } from '../Link.tsx';
import { isExternalUrl } from '../../content/url.ts';
import { LogoImages } from './Logo.tsx';

export function Footer() {
  const footer = useSite().footer;
  if (!footer) return null;
  return (
    <footer className={`footer${footer.style === 'dark' ? ' footer--dark' : ''}`}>
      <div className="container container-fluid">
        {footer.columns.length > 0 && (
          <div className="row footer__links">
            {footer.columns.map((column) => (
              <div key={column.title} className={column.title ? 'col footer__col' : 'col footer__col footer__col--simple'}>
                {column.title && <div className="footer__title">{column.title}</div>}
                <ul className="footer__items clean-list">
                  {column.items.map((item, index) =>
                    'html' in item ? (
                      <li key={index} className="footer__item" dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : (
                      <li key={index} className="footer__item">
                        <Link className="footer__link-item" href={item.href} {...item.attributes}>
                          {item.label}
                          {isExternalUrl(item.href) && <ExternalLinkIcon />}
                        </Link>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        )}
        {(footer.logo || footer.copyright) && (
          <div className="footer__bottom text--center">
            {footer.logo && (
              <div className="margin-bottom--sm">
                {footer.logo.href ? (
                  <Link className="footerLogoLink" href={footer.logo.href} target={footer.logo.target}>
                    <LogoImages logo={footer.logo} className="footer__logo" />
                  </Link>
                ) : (
                  <LogoImages logo={footer.logo} className="footer__logo" />
                )}
              </div>
            )}
            {footer.copyright && <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
          </div>
        )}
      </div>
    </footer>
  );
}
