import { useParams } from 'react-router-dom';
import { HelpArticleList } from './helpCenter/HelpArticleList';
import { HelpArticlePage } from './helpCenter/HelpArticlePage';

/** The help centre (SPEC §2 /help-center): the articles, or one article at /help-center/{id}. */
const HelpCenter = () => {
  const article = useParams()['*'];
  return article ? <HelpArticlePage id={article} /> : <HelpArticleList />;
};

export default HelpCenter;
