#pragma once

// The two articles Token Factory's check figures and rules come from, named once for the docs,
// the About box and reports.

#include <string>
#include <string_view>
#include <vector>

namespace tf::core {

/// One source article as it should be cited: its own title (Chinese), an English gloss, who
/// published it and when, and what the product takes from it.
struct SourceArticle
{
    std::string_view shortName;    ///< how the product refers to it: "the cost-per-token article"
    std::string_view title;        ///< the article's own title
    std::string_view englishTitle; ///< a gloss of the title
    std::string_view publisher;    ///< who published (or republished) the copy the figures come from
    std::string_view date;         ///< publication date; "undated" when the copy gives none
    std::string_view usedFor;      ///< what the product takes from it
};

/// The cost-per-token article, then the token-economics article.
const std::vector<SourceArticle>& sourceArticles();

/// One line per article: "<title> (<English title>), <publisher>, <date>: <used for>". Plain text,
/// for an About box or a report footer.
std::string sourceArticlesCitation();

} // namespace tf::core
