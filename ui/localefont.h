#pragma once

#include <QFont>
#include <QLocale>
#include <QStringList>

namespace tf::ui {

/// The font families to set text in for `locale`, best first, or empty when the platform's default
/// face serves. Chinese needs its own regional face: fontconfig otherwise picks the first CJK face
/// it finds (Noto Sans CJK JP), whose glyph forms are the Japanese ones.
QStringList fontFamiliesFor(const QLocale& locale);

/// `base` with the families for `locale` in front (its own family stays as the last fallback).
QFont fontFor(const QLocale& locale, QFont base);

} // namespace tf::ui
