# Inside the fresh build root: the README's test command, exactly as a newcomer types it.
cd /src
export TF_WERROR=ON
./build.sh test
