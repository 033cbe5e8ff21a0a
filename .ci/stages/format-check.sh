# Inside the fresh build root: every C++ source formatted with the repository's .clang-format,
# and no source file or function over the house size limits (tools/check-sizes.sh).
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clang-format >/dev/null
cd /src
clang-format --version
find app core ui tests -name '*.cpp' -o -name '*.h' | sort >/tmp/sources.txt
echo "checking $(wc -l </tmp/sources.txt) files"
xargs clang-format --dry-run --Werror </tmp/sources.txt
tools/check-sizes.sh
