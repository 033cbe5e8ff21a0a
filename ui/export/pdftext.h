#pragma once

#include <QByteArray>
#include <QRawFont>

namespace tf::ui::report {

/// Qt's PDF writer names each glyph by the lowest code point the font maps to it, and the CJK faces
/// draw a Kangxi radical (U+2F00-U+2FDF, U+2E80-U+2EFF) and its ideograph with one glyph: "小时"
/// reached the PDF's text as "⼩时" and "页" as "⻚", which a search for the word never finds. This
/// names such glyphs by their ideograph instead (the lowest of U+4E00-U+9FFF that `face` draws with
/// the same glyph), in place and at the same length, so the file's offsets stay valid. Glyphs in a
/// range of consecutive code points are left as they are (a range of radicals does not occur).
/// Returns how many names were changed.
int nameRadicalGlyphsByTheirIdeographs(QByteArray* pdf, const QRawFont& face);

} // namespace tf::ui::report
