#!/usr/bin/env bash
# Installs the build into a staging prefix and runs what a user would: `kvwb --version` and the
# GUI (offscreen, saving a screenshot) from the installed paths, with nothing from the build tree.
# Validates the desktop entry and AppStream metainfo when the validators are installed.
#   install_test.sh BUILD_DIR SOURCE_DIR PROJECT_VERSION
set -euo pipefail
build=$1 source=$2 version=$3
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$stage/usr" >"$stage/install.log" || { cat "$stage/install.log"; fail "cmake --install"; }
id=io.github.kvcache_workbench
share=$stage/usr/share
for f in bin/kvwb bin/kvcache-workbench share/applications/$id.desktop share/metainfo/$id.metainfo.xml \
         share/mime/packages/$id.xml share/icons/hicolor/scalable/apps/$id.svg \
         share/icons/hicolor/48x48/apps/$id.png share/icons/hicolor/128x128/apps/$id.png \
         share/icons/hicolor/256x256/apps/$id.png; do
  [ -e "$stage/usr/$f" ] || fail "not installed: $f"
done

# The installed CLI: its version line and the libraries it was built with.
out=$("$stage/usr/bin/kvwb" --version) || fail "kvwb --version exited non-zero"
echo "$out"
grep -q "^kvwb $version" <<<"$out" || fail "kvwb --version does not say $version"
grep -q "libarchive" <<<"$out" || fail "kvwb --version lists no libarchive"

# The installed GUI, in a clean home so no settings of the user's leak in. Its resources (icon,
# catalogue, translations) are compiled in, so it needs nothing from the build or source tree.
home=$stage/home
mkdir -p "$home/runtime"
chmod 700 "$home/runtime"
# Sanitizer settings pass through (the asan preset turns leak detection off).
(cd "$stage" && env -i PATH="$PATH" HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_RUNTIME_DIR="$home/runtime" \
   ASAN_OPTIONS="${ASAN_OPTIONS:-}" UBSAN_OPTIONS="${UBSAN_OPTIONS:-}" \
   QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 timeout 300 "$stage/usr/bin/kvcache-workbench" \
   --screenshot "$stage/shot.png" >"$stage/gui.log" 2>&1) || { cat "$stage/gui.log"; fail "GUI --screenshot"; }
[ -s "$stage/shot.png" ] || fail "no screenshot"
[ "$(head -c 8 "$stage/shot.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "screenshot is not a PNG"

grep -q "<release version=\"$version\"" "$share/metainfo/$id.metainfo.xml" \
  || fail "the metainfo's releases do not include $version (the project() version)"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$share/applications/$id.desktop" || fail "desktop-file-validate"
else
  echo "SKIP: desktop-file-validate not installed (package desktop-file-utils)"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml" || fail "appstreamcli validate"
else
  echo "SKIP: appstreamcli not installed (package appstream)"
fi
echo "install test: OK"
