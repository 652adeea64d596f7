/**
 * /external?url=…: the external-link warning as a page (spec 2 "Popups", spec 4 "External link
 * dialog"). Accept opens the link in a new tab (noopener, noreferrer); either choice then leaves
 * the page: back where the reader came from, or home when this page was the first one opened.
 * Only http(s) URLs are offered; anything else opens nothing and says so.
 */
import { Link, useLocation, useNavigate, useSearchParams } from 'shared-contracts/router';
import { ExternalLinkPrompt } from '../components/ExternalLinkDialog';
import { buttonLinkStyle, pageStyle } from '../components/pageStyles';
import { isHttpUrl } from 'shared-contracts';
import { useT } from '../i18n/catalogues';

export function ExternalLinkPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // react-router marks the entry the site was opened on with the key 'default': no page of this
  // site to go back to.
  const { key } = useLocation();
  const url = params.get('url') ?? '';

  if (!isHttpUrl(url)) {
    return (
      <section css={pageStyle} aria-labelledby="external-invalid-title">
        <h1 id="external-invalid-title">{t('external.invalidTitle')}</h1>
        <p>{t('external.invalidBody')}</p>
        <Link to="/" css={buttonLinkStyle}>
          {t('notFound.home')}
        </Link>
      </section>
    );
  }
  const leave = () => {
    if (key === 'default') void navigate('/', { replace: true });
    else void navigate(-1);
  };
  return <ExternalLinkPrompt url={url} onDone={leave} />;
}
