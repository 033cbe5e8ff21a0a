# Inside the fresh build root: the Debian package from the release build, and what it must hold.
cd /src
packaging/check-deb.sh build
